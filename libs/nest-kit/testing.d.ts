// The service test helpers moved to @draftroom/testing; this name is kept for tests written against it.
export * from '@draftroom/testing/services';
