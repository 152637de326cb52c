/** Testimonials (product.md#landing): three learners' stories and "Start Your Journey". */
import { TESTIMONIALS } from '../copy/testimonials.ts';
import { PageSection } from './page-section.tsx';
import { SectionCta } from './section-cta.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import styles from './testimonials-section.module.css';

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

export function TestimonialsSection() {
  return (
    <PageSection
      id="testimonials-title"
      eyebrow="Learner stories"
      title="From stuck to signed, in their own words"
      lead="Career changers and working engineers who used Nyra to get the role they were aiming for."
    >
      <ul className={styles.grid}>
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className={styles.item}>
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <span className={styles.avatar} data-colour={testimonial.colour} aria-hidden="true">
                  {initialsOf(testimonial.name)}
                </span>
                <span>
                  <span className={styles.name}>{testimonial.name}</span>
                  <span className={styles.role}>
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <SectionCta>
        <SignUpButton>Start Your Journey</SignUpButton>
      </SectionCta>
    </PageSection>
  );
}
