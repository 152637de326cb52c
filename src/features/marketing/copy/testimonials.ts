/** Testimonials of the landing page (product.md#entities: name, role, company, colour, quote). */
export interface Testimonial {
  name: string;
  role: string;
  company: string;
  /** Avatar colour, as a semantic colour token. */
  colour: 'primary' | 'accent' | 'warning';
  quote: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    role: 'Data Engineer',
    company: 'Cobalt Freight',
    colour: 'accent',
    quote:
      'I was a BI analyst rebuilding the same dashboards every Monday. Within a month of the Data Engineering track I was shipping incremental dbt models orchestrated in Airflow, and the mock interviews asked almost exactly what my panel did. I signed my offer eleven weeks after starting.',
  },
  {
    name: 'Marcus Oyelaran',
    role: 'Analytics Engineer',
    company: 'Brightline Health',
    colour: 'primary',
    quote:
      'The role-fit analysis told me precisely why I was not getting callbacks: my resume read like a reporting job. Two rewrites with the copilot later, I had four interviews in a fortnight and two offers to choose from.',
  },
  {
    name: 'Elena Vasquez',
    role: 'ML Platform Engineer',
    company: 'Northwind Robotics',
    colour: 'warning',
    quote:
      'Practising system design out loud with the AI interviewer was uncomfortable in the best way. By the time my real loop came round I had answered "design a feature store" a dozen times, and it showed.',
  },
];
