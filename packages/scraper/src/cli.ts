// `npx larder scrape FILE URL`: prints the recipe found in a saved page as JSON.
import { readFile } from 'node:fs/promises';
import { scrapeRecipe } from './index.ts';

export async function main(args: string[]): Promise<number> {
  const [file, url] = args;
  if (!file || !url) {
    process.stderr.write('Usage: larder scrape FILE URL\n');
    return 2;
  }
  const html = await readFile(file, 'utf8');
  const recipe = scrapeRecipe(html, url);
  if (!recipe) {
    process.stderr.write(`larder scrape: no recipe found in ${file}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify(recipe, null, 2)}\n`);
  return 0;
}
