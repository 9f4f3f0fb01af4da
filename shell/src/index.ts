// Async boundary: the shared singletons (react, react-router, react-query) are negotiated with the
// remotes before any code that uses them runs.
import('./bootstrap');
