// Ambient types for the web workspaces (shell, remotes, libs/ui), included by tsconfig.web.json.

/** CSS is handled by Rspack's built-in CSS support; an import only adds the stylesheet. */
declare module '*.css';
