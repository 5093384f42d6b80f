// Generates a realistic recipe library (deterministic, from word lists) and writes it straight
// into a migrated Larder database through Kysely, then builds the search index with the server's
// own indexing code. Used by bench/recipes.mjs.
import crypto from 'node:crypto';

/** Small seeded PRNG so that every run seeds the same library. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FLAVOURS = [
  'Smoky',
  'Spicy',
  'Creamy',
  'Lemon Garlic',
  'Honey Mustard',
  'Herb-Crusted',
  'Crispy',
  'Slow-Cooked',
  'One-Pot',
  'Sheet-Pan',
  "Grandma's",
  'Thai',
  'Moroccan',
  'Korean BBQ',
  'Cajun',
  'Mediterranean',
  'Teriyaki',
  'Garlic Butter',
  'Coconut',
  'Tandoori',
  'Pesto',
  'Chipotle',
  'Miso-Glazed',
  'Provençal',
  'Sichuan',
  'Jalapeño',
  'Sweet and Sour',
  'Balsamic',
  'Maple',
  'Harissa',
  'Lime and Chili',
  'Rosemary',
  'Za’atar',
  'Buttermilk',
  'Ginger Scallion',
  'Peri-Peri',
  'Tex-Mex',
  'Tuscan',
  'Greek',
  'Jamaican Jerk',
];
const MAINS = [
  'Chicken',
  'Beef',
  'Pork',
  'Lamb',
  'Salmon',
  'Tuna',
  'Shrimp',
  'Tofu',
  'Tempeh',
  'Turkey',
  'Duck',
  'Cod',
  'Halibut',
  'Chickpea',
  'Lentil',
  'Black Bean',
  'Mushroom',
  'Egg',
  'Sausage',
  'Halloumi',
  'Cauliflower',
  'Sweet Potato',
  'Eggplant',
  'Paneer',
  'Mussel',
  'Scallop',
  'Chorizo',
  'Spinach',
  'Zucchini',
  'Butternut Squash',
];
const DISHES = [
  'Curry',
  'Stew',
  'Soup',
  'Tacos',
  'Salad',
  'Stir-Fry',
  'Pasta',
  'Risotto',
  'Casserole',
  'Pie',
  'Burgers',
  'Sandwich',
  'Wraps',
  'Skewers',
  'Bowl',
  'Lasagna',
  'Chili',
  'Gratin',
  'Frittata',
  'Quiche',
  'Noodles',
  'Fried Rice',
  'Dumplings',
  'Pizza',
  'Flatbread',
  'Gnocchi',
  'Paella',
  'Biryani',
  'Enchiladas',
  'Ramen',
  'Pho',
  'Spaghetti',
  'Meatballs',
  'Traybake',
  'Kebabs',
  'Tagine',
  'Fajitas',
  'Burritos',
  'Pot Roast',
  'Sliders',
];
const DESSERTS = [
  'Chocolate Cake',
  'Apple Crumble',
  'Crème Brûlée',
  'Banana Bread',
  'Lemon Tart',
  'Tiramisu',
  'Panna Cotta',
  'Brownies',
  'Cheesecake',
  'Pavlova',
  'Carrot Cake',
  'Rice Pudding',
  'Chocolate Chip Cookies',
  'Blueberry Muffins',
  'Peach Cobbler',
  'Pecan Pie',
  'Crêpes',
  'Madeleines',
  'Churros',
  'Cinnamon Rolls',
];
const SIDES = [
  'Garlic Rice',
  'Coleslaw',
  'Roasted Potatoes',
  'Herb Couscous',
  'Pickled Onions',
  'Green Beans',
  'Naan',
  'Polenta',
  'Quinoa',
  'Salsa Verde',
];
const DESCRIPTION_OPENERS = [
  'A weeknight favourite that comes together in under an hour.',
  'Comforting, generous and easy to scale for a crowd.',
  'Bright, fresh flavours with very little washing up.',
  'Adapted from a recipe my neighbour swears by.',
  'Great for meal prep; keeps well in the fridge for three days.',
  'The kind of dish that makes the whole house smell wonderful.',
  'Ready in thirty minutes with pantry staples.',
  'A make-ahead dinner that tastes even better the next day.',
  'Kid-approved and freezer-friendly.',
  'Perfect for a slow Sunday afternoon.',
];
const DESCRIPTION_DETAILS = [
  'Serve with {side} and a squeeze of lime.',
  'The {food} can be swapped for whatever you have on hand.',
  'Toast the spices first for a deeper flavour.',
  'Finish with fresh {food} just before serving.',
  'Leftovers make an excellent lunch with {side}.',
  'Use a heavy pan so the {food} browns evenly.',
];
const FOODS = [
  ['onion', 'onions'],
  ['garlic', null],
  ['carrot', 'carrots'],
  ['celery', null],
  ['potato', 'potatoes'],
  ['tomato', 'tomatoes'],
  ['red bell pepper', 'red bell peppers'],
  ['jalapeño', 'jalapeños'],
  ['ginger', null],
  ['lemon', 'lemons'],
  ['lime', 'limes'],
  ['olive oil', null],
  ['butter', null],
  ['heavy cream', null],
  ['milk', null],
  ['parmesan', null],
  ['mozzarella', null],
  ['cheddar', null],
  ['feta', null],
  ['yogurt', null],
  ['coconut milk', null],
  ['chicken stock', null],
  ['vegetable stock', null],
  ['soy sauce', null],
  ['fish sauce', null],
  ['honey', null],
  ['maple syrup', null],
  ['brown sugar', null],
  ['sugar', null],
  ['all-purpose flour', null],
  ['baking powder', null],
  ['baking soda', null],
  ['egg', 'eggs'],
  ['rice', null],
  ['basmati rice', null],
  ['spaghetti', null],
  ['penne', null],
  ['egg noodles', null],
  ['tortilla', 'tortillas'],
  ['bread crumbs', null],
  ['cumin', null],
  ['coriander', null],
  ['smoked paprika', null],
  ['chili flakes', null],
  ['turmeric', null],
  ['garam masala', null],
  ['cinnamon', null],
  ['nutmeg', null],
  ['oregano', null],
  ['thyme', null],
  ['rosemary', null],
  ['basil', null],
  ['parsley', null],
  ['cilantro', null],
  ['scallion', 'scallions'],
  ['spinach', null],
  ['kale', null],
  ['zucchini', 'zucchinis'],
  ['eggplant', 'eggplants'],
  ['mushroom', 'mushrooms'],
  ['chickpeas', null],
  ['black beans', null],
  ['lentils', null],
  ['canned tomatoes', null],
  ['tomato paste', null],
  ['dijon mustard', null],
  ['red wine vinegar', null],
  ['balsamic vinegar', null],
  ['sesame oil', null],
  ['peanut butter', null],
  ['chocolate', null],
  ['cocoa powder', null],
  ['vanilla extract', null],
  ['apple', 'apples'],
  ['banana', 'bananas'],
  ['blueberries', null],
  ['pecans', null],
  ['walnuts', null],
  ['almonds', null],
  ['salt', null],
  ['black pepper', null],
  ['chicken breast', 'chicken breasts'],
  ['chicken thighs', null],
  ['ground beef', null],
  ['pork shoulder', null],
  ['lamb shoulder', null],
  ['salmon fillet', 'salmon fillets'],
  ['shrimp', null],
  ['firm tofu', null],
  ['bacon', null],
  ['chorizo', null],
  ['sweet potato', 'sweet potatoes'],
  ['cauliflower', null],
  ['butternut squash', null],
  ['paneer', null],
];
const UNITS = [
  ['cup', 'cups', 'c'],
  ['tablespoon', 'tablespoons', 'tbsp'],
  ['teaspoon', 'teaspoons', 'tsp'],
  ['gram', 'grams', 'g'],
  ['kilogram', 'kilograms', 'kg'],
  ['milliliter', 'milliliters', 'ml'],
  ['liter', 'liters', 'l'],
  ['ounce', 'ounces', 'oz'],
  ['pound', 'pounds', 'lb'],
  ['pinch', 'pinches', ''],
  ['clove', 'cloves', ''],
  ['can', 'cans', ''],
  ['slice', 'slices', ''],
  ['bunch', 'bunches', ''],
  ['handful', 'handfuls', ''],
];
const NOTES = [
  '',
  '',
  '',
  'finely chopped',
  'diced',
  'to taste',
  'at room temperature',
  'thinly sliced',
  'minced',
  'divided',
  'optional',
  'roughly chopped',
  'drained and rinsed',
  'freshly grated',
  'zest and juice',
];
const TAGS = [
  'Quick',
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Kid-Friendly',
  'Weeknight',
  'Meal Prep',
  'Comfort Food',
  'Spicy',
  'Healthy',
  'Budget',
  'Party',
  'Holiday',
  'Summer',
  'Winter',
  'Grill',
  'Instant Pot',
  'Air Fryer',
  'Dairy-Free',
  'Low-Carb',
  'High-Protein',
  'Freezer-Friendly',
  'Brunch',
  'Picnic',
  'Date Night',
  '30-Minute',
  'Make-Ahead',
  'One-Pan',
  'Slow Cooker',
  'Baking',
];
const CATEGORIES = [
  'Breakfast',
  'Lunch',
  'Dinner',
  'Dessert',
  'Snack',
  'Appetizer',
  'Side Dish',
  'Soup',
  'Salad',
  'Drink',
  'Bread',
  'Sauce',
];
const TOOLS = [
  'Dutch Oven',
  'Cast-Iron Skillet',
  'Blender',
  'Sheet Pan',
  'Stand Mixer',
  'Food Processor',
  'Wok',
  'Slow Cooker',
  'Instant Pot',
  'Grill',
];
const STEPS = [
  'Preheat the oven to {temp}°F and line a tray with parchment.',
  'Heat the {food} in a large pan over medium heat.',
  'Add the {food} and cook, stirring, for {min} minutes until softened.',
  'Whisk together the {food} and {food2} in a small bowl.',
  'Season generously with salt and pepper and taste for balance.',
  'Simmer gently for {min} minutes, stirring now and then.',
  'Transfer to the oven and bake for {min} minutes until golden.',
  'Fold in the {food} and let it rest for {min} minutes.',
  'Serve warm, topped with {food2}.',
  'Blend until smooth, adding a splash of water if needed.',
];

const slugify = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Seeds `count` recipes into the group of `admin` (spread over `households` households, two cooks
 * each), with organizers, foods and units. `server` holds the server modules the bench imported.
 * Returns what the benchmark needs to build its requests.
 */
export async function seedRecipes({ db, engine, server, groupId, adminId, count = 10_000, households = 4, seed = 42 }) {
  const rnd = mulberry32(seed);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const sample = (xs, n) => {
    const copy = [...xs];
    const out = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rnd() * copy.length), 1)[0]);
    return out;
  };
  const { normalizeText } = server;
  const now = new Date().toISOString();
  const stamp = { created_at: now, update_at: now };

  // Households and their cooks (all with the administrator's password hash).
  const admin = await db.selectFrom('users').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow();
  const cooks = [adminId];
  for (let h = 0; h < households; h++) {
    const household =
      h === 0
        ? { id: admin.household_id }
        : await server.createHousehold(db, groupId, `Household ${h + 1}`, server.defaultHouseholdPreferences(false));
    for (let u = 0; u < 2; u++) {
      if (h === 0 && u === 0) continue;
      const id = crypto.randomUUID();
      const username = `cook${h + 1}${u + 1}`;
      await db
        .insertInto('users')
        .values({
          id,
          username,
          full_name: `Cook ${h + 1}.${u + 1}`,
          email: `${username}@bench.test`,
          password: admin.password,
          group_id: groupId,
          household_id: household.id,
          ...stamp,
        })
        .execute();
      cooks.push(id);
    }
  }

  const organizer = async (table, names, extra = {}) => {
    const rows = names.map((name) => ({ id: crypto.randomUUID(), group_id: groupId, name, slug: slugify(name), ...extra, ...stamp }));
    await db.insertInto(table).values(rows).execute();
    return rows;
  };
  const tags = await organizer('tags', TAGS);
  const categories = await organizer('categories', CATEGORIES);
  const tools = await organizer('tools', TOOLS, { on_hand: false });
  const foods = FOODS.map(([name, plural]) => ({
    id: crypto.randomUUID(),
    group_id: groupId,
    name,
    name_normalized: normalizeText(name),
    plural_name: plural,
    plural_name_normalized: plural ? normalizeText(plural) : null,
    ...stamp,
  }));
  await db.insertInto('ingredient_foods').values(foods).execute();
  const units = UNITS.map(([name, plural, abbreviation]) => ({
    id: crypto.randomUUID(),
    group_id: groupId,
    name,
    name_normalized: normalizeText(name),
    plural_name: plural,
    plural_name_normalized: normalizeText(plural),
    abbreviation,
    abbreviation_normalized: normalizeText(abbreviation),
    ...stamp,
  }));
  await db.insertInto('ingredient_units').values(units).execute();

  const slugs = new Set();
  const recipeIds = [];
  const BATCH = 250;
  for (let start = 0; start < count; start += BATCH) {
    const recipes = [];
    const ingredients = [];
    const instructions = [];
    const settings = [];
    const toTags = [];
    const toCategories = [];
    const toTools = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const dessert = rnd() < 0.15;
      const main = pick(MAINS);
      let name = dessert
        ? `${rnd() < 0.5 ? `${pick(['Easy', 'Classic', 'Vegan', 'Salted Caramel', 'Spiced', 'Mini'])} ` : ''}${pick(DESSERTS)}`
        : `${pick(FLAVOURS)} ${main} ${pick(DISHES)}`;
      if (!dessert && rnd() < 0.2) name += ` with ${pick(SIDES)}`;
      let slug = slugify(name);
      for (let n = 1; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
      slugs.add(slug);
      const description = `${pick(DESCRIPTION_OPENERS)} ${pick(DESCRIPTION_DETAILS)
        .replace('{side}', pick(SIDES).toLowerCase())
        .replace('{food}', pick(FOODS)[0])}`;
      const id = crypto.randomUUID();
      recipeIds.push(id);
      const created = new Date(Date.now() - Math.floor(rnd() * 3 * 365 * 86400_000)).toISOString();
      recipes.push({
        id,
        group_id: groupId,
        user_id: cooks[i % cooks.length],
        slug,
        name,
        name_normalized: normalizeText(name),
        description,
        description_normalized: normalizeText(description),
        total_time: `${int(2, 12) * 5} minutes`,
        prep_time: `${int(1, 6) * 5} minutes`,
        cook_time: `${int(1, 10) * 5} minutes`,
        recipe_yield: `${int(2, 8)} servings`,
        recipe_yield_quantity: 0,
        recipe_servings: int(2, 8),
        rating: rnd() < 0.4 ? int(1, 5) : null,
        date_added: created.slice(0, 10),
        date_updated: created,
        created_at: created,
        update_at: created,
      });
      const chosen = sample(foods, int(5, 15));
      // The main ingredient of the name is usually among the foods.
      const mainFood = foods.find((f) => f.name.includes(main.toLowerCase()));
      if (mainFood && !chosen.includes(mainFood)) chosen[0] = mainFood;
      chosen.forEach((food, position) => {
        const unit = rnd() < 0.8 ? pick(units) : null;
        const quantity = pick([0.25, 0.5, 1, 1, 1.5, 2, 2, 3, 4, 200, 400]);
        const note = pick(NOTES);
        const plural = quantity > 1 && food.plural_name ? food.plural_name : food.name;
        const originalText =
          `${quantity} ${unit ? (quantity > 1 ? unit.plural_name : unit.name) : ''} ${plural}${note ? `, ${note}` : ''}`.replace(
            /\s+/g,
            ' ',
          );
        ingredients.push({
          recipe_id: id,
          position,
          note,
          note_normalized: normalizeText(note),
          quantity,
          unit_id: unit?.id ?? null,
          food_id: food.id,
          original_text: originalText,
          original_text_normalized: normalizeText(originalText),
          reference_id: crypto.randomUUID(),
          ...stamp,
        });
      });
      for (let s = 0, n = int(3, 8); s < n; s++) {
        const text = pick(STEPS)
          .replace('{temp}', String(pick([350, 375, 400, 425])))
          .replace('{food}', pick(chosen).name)
          .replace('{food2}', pick(chosen).name)
          .replace('{min}', String(int(2, 40)));
        instructions.push({ id: crypto.randomUUID(), recipe_id: id, position: s, type: '', title: '', summary: '', text, ...stamp });
      }
      settings.push({
        recipe_id: id,
        public: true,
        show_nutrition: false,
        show_assets: false,
        landscape_view: false,
        disable_comments: false,
        disable_amount: false,
        locked: false,
        ...stamp,
      });
      for (const t of sample(tags, int(0, 4))) toTags.push({ recipe_id: id, tag_id: t.id });
      for (const c of sample(categories, dessert ? 1 : int(1, 2)))
        toCategories.push({ recipe_id: id, category_id: dessert ? categories[3].id : c.id });
      for (const t of sample(tools, int(0, 3))) toTools.push({ recipe_id: id, tool_id: t.id });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('recipes').values(recipes).execute();
      for (let i = 0; i < ingredients.length; i += 1000)
        await trx
          .insertInto('recipes_ingredients')
          .values(ingredients.slice(i, i + 1000))
          .execute();
      for (let i = 0; i < instructions.length; i += 1000)
        await trx
          .insertInto('recipe_instructions')
          .values(instructions.slice(i, i + 1000))
          .execute();
      await trx.insertInto('recipe_settings').values(settings).execute();
      if (toTags.length)
        await trx
          .insertInto('recipes_to_tags')
          .values(toTags)
          .onConflict((oc) => oc.doNothing())
          .execute();
      if (toCategories.length)
        await trx
          .insertInto('recipes_to_categories')
          .values(toCategories)
          .onConflict((oc) => oc.doNothing())
          .execute();
      if (toTools.length) await trx.insertInto('recipes_to_tools').values(toTools).execute();
      await server.indexRecipes(
        trx,
        engine,
        recipes.map((r) => r.id),
      );
    });
  }
  return { slugs: [...slugs], tags, categories, tools, foods };
}
