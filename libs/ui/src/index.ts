/**
 * @draftroom/ui: React pieces shared by the shell and the remotes. Each remote bundles its own
 * copy, so nothing here keeps module-level state that must be unique on the page; cross-bundle
 * signals (toasts, the Donate dialog) travel as window events.
 */
export * from './api';
export * from './app-config';
export * from './button';
export * from './dialog';
export * from './icons';
export * from './donate';
export * from './layout';
export * from './toast';
export * from './catalogue';
export * from './shirt';
export * from './fixtures';
export * from './pitch';
export * from './pagination';
export * from './standalone';
export * from './table';
export * from './tooltip';
export * from './availability-flag';
export * from './player-row';
export * from './search-input';
export * from './player-combobox';
export * from './dates/format-dates';
export * from './solver';
export * from './player-projection';
