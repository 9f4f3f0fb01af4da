export { ApiRequestError, errorMessageOf } from './api-request-error';
export { fetchJson, postJson, type ResponseSchema } from './fetch-json';
export { createQueryClient } from './query-client';
