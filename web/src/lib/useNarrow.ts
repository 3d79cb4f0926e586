/** True at SPEC's mobile width (768 px or less), known from the first render so nothing flickers. */
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_QUERY } from './media';

export function useNarrow(): boolean {
  return useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, { getInitialValueInEffect: false });
}
