import { useEffect } from 'react';

/** The product name every page title starts with. */
export const PRODUCT_NAME = 'gamepod';

/** Sets `document.title` to "gamepod | {title}" while the calling screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} | ${title}`;
  }, [title]);
}
