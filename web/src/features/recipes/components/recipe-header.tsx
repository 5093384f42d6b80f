import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerImage } from '../lib/header-image';
import { MarkdownText } from './markdown-text';

export interface RecipeHeaderProps {
  recipe: {
    id: string;
    name: string;
    description?: string | null;
    image?: string | null;
    totalTime?: string | null;
    prepTime?: string | null;
    cookTime?: string | null;
    performTime?: string | null;
  };
  /** Rating, made-it button and the like, under the name. */
  children?: ReactNode;
}

/** Name, description, time chips and the image: side by side on wide screens, stacked on phones. */
export function RecipeHeader({ recipe, children }: RecipeHeaderProps) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const times = [
    { key: 'total', label: t('recipe.times.total'), value: recipe.totalTime },
    { key: 'prep', label: t('recipe.times.prep'), value: recipe.prepTime },
    { key: 'cook', label: t('recipe.times.cook'), value: recipe.cookTime || recipe.performTime },
  ].filter((time) => time.value?.trim());
  const image = imageFailed ? null : headerImage(recipe);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: image ? '1fr 1fr' : '1fr' }, gap: 3, mb: 3 }}>
      {image && (
        <Box
          component="img"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={recipe.name}
          // The largest thing on the page: fetched before the other images.
          fetchPriority="high"
          onError={() => setImageFailed(true)}
          sx={{ width: '100%', height: { xs: 200, sm: 320, md: 400 }, objectFit: 'cover', borderRadius: 2, order: { xs: 0, md: 1 } }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere', mb: 1 }}>
          {recipe.name}
        </Typography>
        {children}
        {recipe.description && (
          <Box sx={{ color: 'text.secondary', my: 1 }}>
            <MarkdownText text={recipe.description} />
          </Box>
        )}
        {times.length > 0 && (
          <Box
            component="ul"
            aria-label={t('recipe.times.label')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {times.map((time) => (
              <li key={time.key}>
                <Chip icon={<AccessTimeIcon />} label={`${time.label}: ${time.value}`} variant="outlined" size="small" />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
