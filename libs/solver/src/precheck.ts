import { checkDraftFeasible, readDraftRequest } from './draft/draft-request';
import { checkTransfersFeasible } from './transfers/transfers-feasibility';
import { readTransfersRequest } from './transfers/transfers-request';
import type { BestDraftRequest, SuggestTransfersRequest } from './types';

/**
 * The checks a solve makes before HiGHS runs, without HiGHS: a service calls them on the request
 * thread so a malformed request (SolverInputError) or one no squad can satisfy in a way the
 * rules alone show (InfeasibleRequestError) is answered at once instead of as a failed job.
 */
export function precheckBestDraft(request: BestDraftRequest): void {
  checkDraftFeasible(readDraftRequest(request));
}

export function precheckSuggestTransfers(request: SuggestTransfersRequest): void {
  checkTransfersFeasible(readTransfersRequest(request), request.firstGameweek);
}
