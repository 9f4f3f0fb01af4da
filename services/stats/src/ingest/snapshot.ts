// Moved to libs/fpl-data, which the fixture server and tools share; kept so imports inside the service stay short.
export * from '@draftroom/fpl-data';
