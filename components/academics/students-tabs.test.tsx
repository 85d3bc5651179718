import { fireEvent, render, screen, within } from '@testing-library/react';
import { StudentsTabs } from './students-tabs';

const cards = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => <p key={index}>{`${prefix} ${index + 1}`}</p>);

function renderTabs(current = 5, past = 4) {
  render(
    <StudentsTabs
      label="Students"
      shownAtFirst={3}
      viewMoreLabel="View More"
      tabs={[
        { label: 'Current', items: cards('Current student', current) },
        { label: 'Past', items: cards('Past student', past) },
      ]}
    />,
  );
}

const visibleIn = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => !item.hidden);

const activePanel = () => screen.getByRole('tabpanel');

describe('StudentsTabs', () => {
  it('opens on Current with three students and View More', () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: /Current/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveAttribute('aria-selected', 'false');
    expect(visibleIn(activePanel())).toHaveLength(3);
    expect(screen.getByRole('button', { name: /View More/ })).toBeInTheDocument();
  });

  it('shows every student on View More, and the button goes', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('button', { name: /View More/ }));
    expect(visibleIn(activePanel())).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /View More/ })).not.toBeInTheDocument();
  });

  it('starts again from three when the tab changes, either way', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('button', { name: /View More/ }));
    fireEvent.click(screen.getByRole('tab', { name: /Past/ }));
    expect(activePanel()).toHaveTextContent('Past student 1');
    expect(visibleIn(activePanel())).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: /View More/ }));
    expect(visibleIn(activePanel())).toHaveLength(4);
    fireEvent.click(screen.getByRole('tab', { name: /Current/ }));
    expect(visibleIn(activePanel())).toHaveLength(3);
    expect(screen.getByRole('button', { name: /View More/ })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, resetting the list', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('button', { name: /View More/ }));
    fireEvent.keyDown(screen.getByRole('tab', { name: /Current/ }), { key: 'ArrowRight' });
    const past = screen.getByRole('tab', { name: /Past/ });
    expect(past).toHaveAttribute('aria-selected', 'true');
    expect(past).toHaveFocus();
    fireEvent.keyDown(past, { key: 'ArrowLeft' });
    expect(visibleIn(activePanel())).toHaveLength(3);
  });

  it('has no View More where a tab has three or fewer', () => {
    renderTabs(3, 2);
    expect(screen.queryByRole('button', { name: /View More/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Past/ }));
    expect(visibleIn(activePanel())).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /View More/ })).not.toBeInTheDocument();
  });
});
