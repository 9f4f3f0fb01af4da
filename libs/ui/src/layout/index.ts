export { Page } from './page';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Spinner } from './spinner';
export { LoadingState } from './loading-state';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { QueryStates, type QueryStatesProps } from './query-states';
export { NotFound } from './not-found';
export { PRODUCT_NAME, useDocumentTitle } from './use-document-title';
