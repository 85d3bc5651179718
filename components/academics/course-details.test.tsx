import { fireEvent, render, screen } from '@testing-library/react';
import { CourseDetails } from './course-details';

describe('CourseDetails', () => {
  it('is a named button that opens and closes the details it controls', () => {
    render(
      <CourseDetails label="Course details" courseTitle="DNB Anaesthesiology">
        <p>2 primary, 2 secondary a year</p>
      </CourseDetails>,
    );
    const button = screen.getByRole('button', { name: /^Course details\W+DNB Anaesthesiology$/ });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toHaveTextContent('2 primary, 2 secondary a year');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
