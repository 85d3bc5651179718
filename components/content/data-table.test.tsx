import { render, screen, within } from '@testing-library/react';
import type { TableContent } from '@/content/blocks';
import { DataTable } from './data-table';

const projects: TableContent = {
  caption: 'CSR projects, 2023-2024',
  columns: [{ label: 'No.' }, { label: 'Project' }, { label: 'Amount (Rs)', numeric: true }],
  rows: [
    ['1', 'Free eye camps', '1,20,000.00'],
    ['2', 'School health checks', '80,000.00'],
  ],
  footer: ['', 'Total', '2,00,000.00'],
};

describe('DataTable', () => {
  it('is a table named by its caption, with a scoped header for every column', () => {
    render(<DataTable table={projects} id="projects" />);
    const table = screen.getByRole('table', { name: 'CSR projects, 2023-2024' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['No.', 'Project', 'Amount (Rs)']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
  });

  it('scrolls inside its own region, named by the caption and reachable by Tab', () => {
    render(<DataTable table={projects} id="projects" />);
    const region = screen.getByRole('region', { name: 'CSR projects, 2023-2024' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('keeps a total row in the table foot', () => {
    const { container } = render(<DataTable table={projects} id="projects" />);
    expect(container.querySelector('tfoot')).toHaveTextContent('Total2,00,000.00');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('heads each row with its first cell when asked to', () => {
    render(
      <DataTable
        id="shelf-life"
        table={{
          caption: 'Shelf life',
          columns: [{ label: 'Component' }, { label: 'Keeps for' }],
          rowHeaders: true,
          rows: [
            ['Whole blood', 'Up to 35 days'],
            ['Platelets', 'Up to 5 days'],
          ],
        }}
      />,
    );
    const rowHeaders = screen.getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual(['Whole blood', 'Platelets']);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('row', { name: /Platelets/ })).toHaveTextContent('Up to 5 days');
  });

  it('says yes or no in words where a cell shows a tick or a cross', () => {
    render(
      <DataTable
        id="empanelments"
        table={{
          caption: 'Schemes accepted',
          columns: [{ label: 'Scheme' }, { label: 'Amritsar' }, { label: 'Srinagar' }],
          rowHeaders: true,
          rows: [['State health scheme', true, false]],
        }}
      />,
    );
    const row = screen.getByRole('row', { name: /State health scheme/ });
    expect(within(row).getByRole('img', { name: 'Yes' })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'No' })).toBeInTheDocument();
  });
});

describe('DataTable, with labels and row headers of its own', () => {
  const schemes: TableContent = {
    caption: 'Schemes by hospital',
    columns: [{ label: 'Scheme' }, { label: 'Amritsar' }, { label: 'Srinagar' }],
    rowHeaders: true,
    booleanLabels: { yes: 'Empanelled', no: 'Not empanelled' },
    stickyHeaders: true,
    rows: [
      ['State health scheme', true, false],
      ['Railways', false, true],
    ],
  };

  it('says the words the table gives for a tick and a cross', () => {
    render(<DataTable table={schemes} id="schemes" />);
    const row = screen.getByRole('row', { name: /State health scheme/ });
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('img', { name: 'Empanelled' })).toBeInTheDocument();
    expect(within(cells[1]!).getByRole('img', { name: 'Not empanelled' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Yes' })).not.toBeInTheDocument();
  });

  it('draws each row header as asked, still a row header with its scope', () => {
    render(
      <DataTable
        table={schemes}
        id="schemes"
        renderRowHeader={(text, index) => (
          <>
            <span aria-hidden="true">{index + 1}</span> {text}
          </>
        )}
      />,
    );
    const headers = screen.getAllByRole('rowheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      '1 State health scheme',
      '2 Railways',
    ]);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('rowheader', { name: 'State health scheme' })).toBeInTheDocument();
  });
});
