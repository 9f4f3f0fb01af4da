export { ApiRequestError, errorMessageOf } from './api-request-error';
export { combineQueries, type QueryStatus } from './combine-queries';
export { fetchJson, fetchJsonWithHeaders, postJson, type ResponseSchema } from './fetch-json';
export { getQuery, pageQuery } from './get-query';
export { createQueryClient } from './query-client';
export { shapeChecked } from './shape-checked';
