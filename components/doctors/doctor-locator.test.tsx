import { fireEvent, render, screen } from '@testing-library/react';
import { DoctorLocator } from './doctor-locator';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockReset());

function renderLocator(language: { prefix?: string; dataLanguage?: 'en' } = {}) {
  render(
    <DoctorLocator
      locations={[
        {
          city: 'Pathankot',
          label: 'Pathankot',
          specialities: ['Cardiology', 'Neuro & Spine Surgery'],
        },
        { city: 'Taran Taran', label: 'Tarn Taran', specialities: ['Orthopaedics'] },
      ]}
      labels={{
        form: 'Find a doctor by location',
        location: 'Location',
        locationPlaceholder: 'Choose a location',
        speciality: 'Speciality',
        specialityPlaceholder: 'Choose a speciality',
        specialityHint: 'Choose a location first.',
      }}
      {...language}
    />,
  );
  return {
    location: screen.getByLabelText('Location') as HTMLSelectElement,
    speciality: screen.getByLabelText('Speciality') as HTMLSelectElement,
  };
}

describe('the doctor locator', () => {
  it('asks for a location before a speciality', () => {
    const { speciality } = renderLocator();
    expect(speciality).toBeDisabled();
    expect(speciality).toHaveAccessibleDescription('Choose a location first.');
  });

  it('offers the specialities of the chosen location, and a new location resets the choice', () => {
    const { location, speciality } = renderLocator();
    fireEvent.change(location, { target: { value: 'Pathankot' } });
    expect(speciality).toBeEnabled();
    expect([...speciality.options].map((option) => option.value)).toEqual([
      '',
      'Cardiology',
      'Neuro & Spine Surgery',
    ]);
    fireEvent.change(location, { target: { value: 'Taran Taran' } });
    expect(speciality).toHaveValue('');
    expect([...speciality.options].map((option) => option.value)).toEqual(['', 'Orthopaedics']);
  });

  it("opens the directory of the location and speciality, written the spec's way", () => {
    const { location, speciality } = renderLocator();
    fireEvent.change(location, { target: { value: 'Pathankot' } });
    fireEvent.change(speciality, { target: { value: 'Neuro & Spine Surgery' } });
    expect(push).toHaveBeenCalledWith('/doctor/pathankot/neuro-%26-spine-surgery');
  });

  it("opens the listing in the page's language, with the specialities marked as English", () => {
    const { location, speciality } = renderLocator({ prefix: '/pa', dataLanguage: 'en' });
    expect(screen.getByRole('form', { name: 'Find a doctor by location' })).toBeInTheDocument();
    fireEvent.change(location, { target: { value: 'Taran Taran' } });
    expect(speciality.options[1]).toHaveAttribute('lang', 'en');
    fireEvent.change(speciality, { target: { value: 'Orthopaedics' } });
    expect(push).toHaveBeenCalledWith('/pa/doctor/taran-taran/orthopaedics');
  });
});
