import { useEffect } from 'react';

export const PRODUCT_NAME = 'Draftroom';

/** "Team Manager · Draftroom"; the bare product name when there is no page title. */
export function useDocumentTitle(pageTitle: string | undefined) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
}
