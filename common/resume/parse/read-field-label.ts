/**
 * Form-style résumés (the Europass CV, europecv, "Label: value" tables) put a label before each
 * value ("Occupation or position held\tData Engineer"): the label says what the value is, so the
 * value is read by its label, wherever it stands. This reads the label of one line.
 */

export type LabelledField =
  | 'name'
  | 'address'
  | 'contact'
  | 'role'
  | 'dates'
  | 'title'
  | 'description'
  | 'employer'
  | 'sector'
  | 'degree'
  | 'field'
  | 'school'
  | 'level';

/** Label wordings per field, lower case (Europass CV and its LaTeX class, and common forms). */
const FIELD_LABELS: Record<LabelledField, string[]> = {
  name: [
    'name',
    'full name',
    'name / surname',
    'surname / name',
    'first name / surname',
    'surname / first name',
    'surname(s) / first name(s)',
    'first name(s) / surname(s)',
  ],
  address: ['address', 'location', 'city', 'place of residence'],
  contact: [
    'telephone',
    'telephone(s)',
    'phone',
    'mobile',
    'fax',
    'e-mail',
    'email',
    'personal email',
    'home page',
    'homepage',
    'website',
    'nationality',
    'date of birth',
    'gender',
  ],
  role: [
    'desired employment',
    'desired employment / occupational field',
    'occupational field',
    'job applied for',
    'position applied for',
    'preferred job',
  ],
  dates: ['dates', 'period'],
  title: ['occupation or position held', 'position held', 'job title'],
  description: ['main activities and responsibilities', 'activities and responsibilities'],
  employer: ['name and address of employer', 'employer', 'name of employer'],
  sector: ['type of business or sector', 'business or sector'],
  degree: ['title of qualification awarded', 'qualification awarded', 'qualification'],
  field: [
    'principal subjects',
    'principal subjects / occupational skills covered',
    'principal subjects/occupational skills covered',
    'field of study',
  ],
  school: [
    'name of organisation providing education',
    'name of organisation providing education and training',
    'name and type of organisation providing education and training',
    'name and type of organisation providing education',
    'name of organization providing education',
    'name and type of organization providing education and training',
  ],
  level: ['level in national or international classification', 'level in national classification'],
};

const LABEL_FIELD = new Map<string, LabelledField>(
  Object.entries(FIELD_LABELS).flatMap(([field, labels]) =>
    labels.map((label) => [label, field as LabelledField] as const),
  ),
);

const keyOf = (label: string) =>
  label.toLowerCase().replace(/\s+/g, ' ').replace(/\s*:$/, '').trim();

export interface FieldLabel {
  field: LabelledField;
  value: string;
  /** The words a label wrapped off onto the next line still owes ("education"), or ''. */
  rest: string;
}

/**
 * "Label\tvalue" or "Label: value" with a label of the vocabulary → its field and value. A label
 * cut short by a page break or a narrow column ("Name of organisation providing") is the label
 * it begins, when at least three words of it are there.
 */
export function readFieldLabel(line: string): FieldLabel | null {
  const tab = line.indexOf('\t');
  const colon = /^([^:\t]{2,60}):\s+(.*)$/.exec(line);
  const label = tab > 0 ? line.slice(0, tab) : (colon?.[1] ?? '');
  const value = tab > 0 ? line.slice(tab + 1) : (colon?.[2] ?? '');
  const key = keyOf(label);
  if (!key) return null;
  const field = LABEL_FIELD.get(key);
  if (field) return { field, value: value.trim(), rest: '' };
  if (key.split(' ').length < 3) return null;
  for (const [known, knownField] of LABEL_FIELD) {
    if (known.startsWith(`${key} `)) {
      return { field: knownField, value: value.trim(), rest: known.slice(key.length + 1) };
    }
  }
  return null;
}
