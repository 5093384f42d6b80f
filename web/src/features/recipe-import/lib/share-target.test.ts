import { describe, expect, it } from 'vitest';
import { sharedImportUrl, shareTargetSearch } from './share-target';

describe('sharedImportUrl', () => {
  it('finds the address inside shared text', () => {
    expect(sharedImportUrl('?title=Soup&text=Try%20this%20soup%20https%3A%2F%2Fexample.com%2Fsoup%20!')).toBe('https://example.com/soup');
  });

  it('prefers the url parameter and keeps Mealie’s recipe_import_url', () => {
    expect(sharedImportUrl('?text=hello&url=https%3A%2F%2Fa.example%2Fr')).toBe('https://a.example/r');
    expect(sharedImportUrl('?recipe_import_url=https%3A%2F%2Fb.example%2Fr')).toBe('https://b.example/r');
  });

  it('passes on text without an address and gives null for nothing shared', () => {
    expect(sharedImportUrl('?text=just%20words')).toBe('just words');
    expect(sharedImportUrl('')).toBeNull();
  });
});

describe('shareTargetSearch', () => {
  it('builds the importer’s query', () => {
    expect(shareTargetSearch('?text=https%3A%2F%2Fexample.com%2Fsoup')).toBe('?recipe_import_url=https%3A%2F%2Fexample.com%2Fsoup');
    expect(shareTargetSearch('?title=')).toBe('');
  });
});
