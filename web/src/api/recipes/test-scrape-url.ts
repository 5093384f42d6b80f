import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';

export interface TestScrapeUrlInput {
  url: string;
  useOpenAI: boolean;
}

/** `POST /api/recipes/test-scrape-url`: what the scraper reads at an address, nothing saved. */
export async function testScrapeUrl(input: TestScrapeUrlInput): Promise<Record<string, unknown>> {
  return unwrap(await apiClient.POST('/api/recipes/test-scrape-url', { body: input }));
}

// Nothing is saved, so nothing is refreshed.
export function useTestScrapeUrl({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<TestScrapeUrlInput, Record<string, unknown>>;
} = {}) {
  return useApiMutation(testScrapeUrl, [], mutationConfig);
}
