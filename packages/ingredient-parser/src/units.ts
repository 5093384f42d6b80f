// Unit lexicon: canonical English singular name -> spellings in the languages of our locales
// (en, de, fr, es, it, nl, pt, pl, sv, da, no), separated by `|`. Spellings are lowercase, accents kept; plural
// and accent-free forms are derived in `unitKey`. Canonical names follow Mealie's unit names.
const SPELLINGS: Record<string, string> = {
  teaspoon:
    'teaspoon|tsp|tsps|tspn|ts|tea spoon|teasp|teaspon|teaspooon|tsb|teelöffel|tl|cuillère à café|cuillères à café|c. à c|' +
    'c à c|cc|cac|cucharadita|cucharaditas|cdta|cdita|cucchiaino|cucchiaini|theelepel|theelepels|colher de chá|colheres de chá|' +
    'łyżeczka|łyżeczki|łyżeczek|tesked|tsk|teske|teskje|teskjeer|theel',
  tablespoon:
    'tablespoon|tbsp|tbsps|tbs|tbl|tbls|tblsp|tblspn|tbspn|table spoon|tablesp|tablspoon|tablepoon|tablesoon|esslöffel|' +
    'el|cuillère à soupe|cuillères à soupe|c. à s|c à s|cas|cucharada|cucharadas|cda|cdas|cucchiaio|cucchiai|eetlepel|eetlepels|' +
    'colher de sopa|colheres de sopa|łyżka|łyżki|łyżek|matsked|msk|spiseskefuld|spiseske|spsk|spiseskje|spiseskjeer|ss',
  dessertspoon: 'dessertspoon|dessert spoon|dsp|dstspn',
  cup:
    'cup|c|cp|cups|tasse|tassen|taza|tazas|tazza|tazze|kopje|kopjes|xícara|xícaras|xicara|szklanka|szklanki|szklanek|kopp|' +
    'koppar|kop|kopper|dl kopp',
  'fluid ounce': 'fluid ounce|fl oz|floz|fl ounce|fluid oz|fl. oz',
  ounce: 'ounce|oz|ozs|onza|onzas|unze|once|oncia',
  pound: 'pound|lb|lbs|pnd|pfund|livre|libra|libbra|pond|funt',
  gram: 'gram|g|gr|grm|grms|gm|gms|gramme|grammes|gramm|gramo|gramos|grammo|grammi|grama|gramas|gramów|gramy|grammer',
  kilogram: 'kilogram|kg|kgs|kilo|kilogramme|kilogramm|kilogramo|chilogrammo|quilo|quilograma',
  milligram: 'milligram|mg|milligramme',
  milliliter: 'milliliter|millilitre|ml|mls|cc|mililitro|mililitros|millilitro|millilitri|mililitr|mililitrów',
  centiliter: 'centiliter|centilitre|cl',
  deciliter: 'deciliter|decilitre|dl',
  liter: 'liter|litre|l|lt|ltr|litro|litros|litr|litry|litrów|litri',
  pint: 'pint|pt|pts',
  quart: 'quart|qt|qts',
  gallon: 'gallon|gal',
  inch: 'inch|in|inches|"',
  centimeter: 'centimeter|centimetre|cm',
  pinch: 'pinch|pinches|prise|prisen|pincée|pincées|pizca|pizzico|snufje|pitada|szczypta|nypa|knivspets|knsp|knivspids',
  dash: 'dash|dashes|schuss|trait|chorrito|goccio|scheutje',
  drop: 'drop|tropfen|goutte|gotas|gota|goccia|gocce|druppel|kropla',
  clove:
    'clove|zehe|zehen|gousse|gousses|diente|dientes|spicchio|spicchi|teen|teentje|teentjes|dente|dentes|ząbek|ząbki|klyfta|' +
    'klyftor|fed',
  can: 'can|tin|cn|dose|dosen|boîte|boîtes|lata|latas|lattina|blik|blikje|puszka|puszki|burk|dåse|boks',
  package:
    'package|pkg|pkgs|pack|packet|pkt|pckg|packung|päckchen|pck|pkg.|paquet|sachet|paquete|confezione|pak|pakje|pacote|' +
    'opakowanie|paczka|paket|pakke',
  jar: 'jar|glas|bocal|frasco|barattolo|pote|słoik',
  bottle: 'bottle|flasche|bouteille|botella|bottiglia|fles|garrafa|butelka|flaska|flaske',
  box: 'box|karton',
  bag: 'bag|beutel|tüte|bolsa|sacchetto|zak|saco|torebka|påse|pose',
  container: 'container|tub|becher',
  carton: 'carton',
  envelope: 'envelope',
  stick: 'stick',
  slice:
    'slice|scheibe|scheiben|tranche|tranches|rebanada|loncha|fetta|fette|plak|plakje|plakjes|fatia|fatias|plaster|plasterki|' +
    'skiva|skivor|skive|skiver',
  piece: 'piece|pc|pcs|pce|stück|stk|morceau|pedazo|trozo|pezzo|pezzi|stuk|stuks|pedaço|sztuka|sztuki|st|stycken|stykke|stykker',
  sprig: 'sprig|zweig|zweige|brin|brins|ramita|rametto|takje|takjes|raminho|gałązka|kvist|kvistar|kvister',
  bunch: 'bunch|bund|bouquet|botte|manojo|mazzo|mazzetto|bos|bosje|maço|pęczek|knippe|bundt|bunt',
  handful: 'handful|handvoll|poignée|puñado|manciata|handvol|punhado|garść|näve|håndfuld|håndfull',
  head: 'head|kopf|tête|cabeza|cespo|główka|huvud',
  stalk: 'stalk|stange|stangen|tige|tallo|gambo|stengel|talo|łodyga|stjälk|stilk',
  rib: 'rib',
  leaf: 'leaf|blatt|blätter|feuille|feuilles|hoja|hojas|foglia|foglie|blad|blaadjes|folha|folhas|liść|liście',
  sheet: 'sheet',
  bulb: 'bulb',
  ear: 'ear',
  loaf: 'loaf',
  fillet: 'fillet|filet',
  rasher: 'rasher',
  knob: 'knob',
  splash: 'splash',
  scoop: 'scoop',
  cube: 'cube|würfel',
  strip: 'strip',
  link: 'link',
  square: 'square',
  bar: 'bar',
  block: 'block',
  punnet: 'punnet',
  dollop: 'dollop',
  glass: 'glass',
  shot: 'shot|jigger',
  wedge: 'wedge',
  stem: 'stem',
  recipe: 'recipe|batch',
  spear: 'spear',
  branch: 'branch',
  rack: 'rack',
  ball: 'ball',
  tube: 'tube',
  pod: 'pod',
  twist: 'twist',
  grind: 'grind',
  glug: 'glug',
  log: 'log',
};

// Abbreviations whose case carries meaning: "T" is a tablespoon but "t" a teaspoon (Mealie's
// parser and the BBC/TasteCooking data both use them).
const CASE_SENSITIVE: Record<string, string> = {
  T: 'tablespoon',
  Tb: 'tablespoon',
  TB: 'tablespoon',
  Tbs: 'tablespoon',
  t: 'teaspoon',
  EL: 'tablespoon',
  TL: 'teaspoon',
};

/** Lowercase, accent-free and singular-ish lookup key for a unit spelling. */
export function unitKey(text: string): string {
  let s = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  // ł (written as an escape: the server's start bundle stays ASCII)
  s = s
    .replace(/\u0142/g, 'l')
    .replace(/[.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return s
    .split(' ')
    .map((w) => {
      if (w.length > 4 && /(ches|shes|sses|xes|zes)$/.test(w)) return w.slice(0, -2);
      if (w.length > 2 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
      return w;
    })
    .join(' ');
}

const LOOKUP = new Map<string, string>();
const PHRASE_STARTS = new Set<string>();
let maxWords = 1;
for (const [canon, names] of Object.entries(SPELLINGS)) {
  for (const name of names.split('|')) {
    const key = unitKey(name);
    LOOKUP.set(key, canon);
    const words = key.split(' ');
    if (words.length > 1) PHRASE_STARTS.add(words[0] as string);
    maxWords = Math.max(maxWords, words.length);
  }
}

/** Whether a word can open a multi-word unit name ("fl" in "fl oz"). */
export function startsUnitPhrase(word: string): boolean {
  let known = phraseCache.get(word);
  if (known === undefined) {
    known = PHRASE_STARTS.has(unitKey(word));
    if (phraseCache.size > 50_000) phraseCache.clear();
    phraseCache.set(word, known);
  }
  return known;
}
const phraseCache = new Map<string, boolean>();
// "tin" and "c" fold to themselves; "cc" means millilitre in English recipes, not "cuillère à café".
LOOKUP.set('cc', 'milliliter');
LOOKUP.set('leave', 'leaf');
LOOKUP.set('loave', 'loaf');

export const MAX_UNIT_WORDS = maxWords;

/** Canonical unit for a spelling ("Tbsp", "EL", "cuillères à soupe"), or null if unknown. */
export function lookupUnit(text: string): string | null {
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const bare = text.replace(/\.+$/, '');
  const found = CASE_SENSITIVE[bare] ?? LOOKUP.get(unitKey(text)) ?? null;
  if (cache.size > 50_000) cache.clear();
  cache.set(text, found);
  return found;
}
const cache = new Map<string, string | null>();

/** Name to report for a unit phrase: the canonical name, else the phrase lowercased. */
export function unitName(text: string): string {
  return (
    lookupUnit(text) ??
    text
      .toLowerCase()
      .replace(/[.,()]+/g, '')
      .trim()
  );
}
