import { createContext, useContext } from 'react';
import { apiClient } from '../../api/client';
import type { paths } from '../../api/schema';
import type { ApiResponse } from '../../api/types';
import { unwrap } from '../../api/unwrap';

/**
 * Where a group's recipes are read from. A member of the group reads them through the signed-in
 * API; anyone else through the group's public explore API, which only serves a public group's
 * public recipes (screens.md §1.2). Which one applies is decided once per page
 * (`useGroupAccess`); components and API hooks only receive it.
 */
export type GroupSource = { kind: 'member' } | { kind: 'explore'; groupSlug: string };

export const MEMBER_SOURCE: GroupSource = { kind: 'member' };

export type RecipeListPage = ApiResponse<'/api/recipes', 'get'>;
export type RecipeDetail = ApiResponse<'/api/recipes/{slug}', 'get'>;
export type RecipeListParams = NonNullable<paths['/api/recipes']['get']['parameters']['query']>;

/** The lists a recipe filter picks from. */
export type FilterListKind = 'categories' | 'tags' | 'tools' | 'foods' | 'households';
export interface FilterListItem {
  id?: string | null;
  name: string;
  slug?: string;
  onHand?: boolean;
}
export interface FilterListParams {
  perPage: number;
  orderBy: string;
  orderDirection: 'asc' | 'desc';
}

export interface GroupReader {
  /** Prefix of the query keys read through this source, so that member and visitor data never mix. */
  keyPrefix: readonly string[];
  listRecipes(query: RecipeListParams): Promise<RecipeListPage>;
  getRecipe(slug: string): Promise<RecipeDetail>;
  listFilterItems(kind: FilterListKind, query: FilterListParams): Promise<FilterListItem[]>;
}

const memberReader: GroupReader = {
  keyPrefix: [],
  listRecipes: async (query) => unwrap(await apiClient.GET('/api/recipes', { params: { query } })),
  getRecipe: async (slug) => unwrap(await apiClient.GET('/api/recipes/{slug}', { params: { path: { slug } } })),
  async listFilterItems(kind, query) {
    const params = { params: { query } };
    switch (kind) {
      case 'categories':
        return unwrap(await apiClient.GET('/api/organizers/categories', params)).items;
      case 'tags':
        return unwrap(await apiClient.GET('/api/organizers/tags', params)).items;
      case 'tools':
        return unwrap(await apiClient.GET('/api/organizers/tools', params)).items;
      case 'foods':
        return unwrap(await apiClient.GET('/api/foods', params)).items;
      case 'households':
        return unwrap(await apiClient.GET('/api/groups/households', params)).items;
    }
  },
};

function exploreReader(groupSlug: string): GroupReader {
  const path = { groupSlug };
  return {
    keyPrefix: ['explore', groupSlug],
    listRecipes: async (query) => unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/recipes', { params: { path, query } })),
    getRecipe: async (slug) =>
      unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/recipes/{slug}', { params: { path: { ...path, slug } } })),
    async listFilterItems(kind, query) {
      const params = { params: { path, query } };
      switch (kind) {
        case 'categories':
          return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/organizers/categories', params)).items;
        case 'tags':
          return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/organizers/tags', params)).items;
        case 'tools':
          return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/organizers/tools', params)).items;
        case 'foods':
          return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/foods', params)).items;
        case 'households':
          return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/households', params)).items;
      }
    },
  };
}

/** The one place that maps a source to its endpoints. */
export function groupReader(source: GroupSource): GroupReader {
  return source.kind === 'member' ? memberReader : exploreReader(source.groupSlug);
}

/** Pages outside a visitor's reach (cookbooks, favourites) read as members, the default. */
export const GroupSourceContext = createContext<GroupSource>(MEMBER_SOURCE);

export function useGroupSource(): GroupSource {
  return useContext(GroupSourceContext);
}
