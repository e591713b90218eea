import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { GRANTED_OFFERS_KEY, refreshGrantedOffers } from './useGrantedOffers';

/** The granted-offers query of a page whose checks answer in the order the test resolves them. */
function pageAskingForOffers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: Array<(granted: string[]) => void> = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: [GRANTED_OFFERS_KEY, 'user-1', ['P_pass']],
    queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
  });
  const seen: Array<string[] | undefined> = [];
  const unsubscribe = observer.subscribe((result) => seen.push(result.data));
  return { queryClient, observer, answers, seen, unsubscribe };
}

/** Lets every promise callback queued so far run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('refreshGrantedOffers', () => {
  it('asks again when the first check, sent before the payment, is still in flight; its late answer is dropped', async () => {
    const page = pageAskingForOffers();
    await settle();
    expect(page.answers).toHaveLength(1);

    const refreshed = refreshGrantedOffers(page.queryClient);
    await settle();
    expect(page.answers).toHaveLength(2);
    page.answers[0]!([]);
    page.answers[1]!(['P_pass']);
    await refreshed;
    await settle();
    expect(page.observer.getCurrentResult().data).toEqual(['P_pass']);
    expect(page.seen).not.toContainEqual([]);
    page.unsubscribe();
  });

  it('asks again after an answer the page already shows', async () => {
    const page = pageAskingForOffers();
    await settle();
    page.answers[0]!([]);
    await settle();
    expect(page.observer.getCurrentResult().data).toEqual([]);

    const refreshed = refreshGrantedOffers(page.queryClient);
    await settle();
    page.answers[1]!(['P_pass']);
    await refreshed;
    expect(page.observer.getCurrentResult().data).toEqual(['P_pass']);
    page.unsubscribe();
  });
});
