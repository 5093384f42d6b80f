import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

/** `POST /api/recipes/test-scrape-url`: what the scraper reads at an address, nothing saved. */
export async function testScrapeUrl(input: { url: string; useOpenAI: boolean }): Promise<Record<string, unknown>> {
  return unwrap(await apiClient.POST('/api/recipes/test-scrape-url', { body: input }));
}

export function useTestScrapeUrl({ mutationConfig }: { mutationConfig?: MutationConfig<typeof testScrapeUrl> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: testScrapeUrl });
}
