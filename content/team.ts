/** The words of the doctor carousels on the unit, service and centre pages. */
export const teamCopy = {
  /** A unit's doctors: those whose cities include the unit's. */
  unitHeading: (shortName: string) => `Our doctors at ${shortName}`,
  unitLead: 'Consultants who see patients at this hospital. Book a visit or read about each one.',
  /** A service's or centre's doctors: those of its speciality (spec: About the Team). */
  teamHeading: 'About the Team',
  teamLead: (category: string) =>
    `The ${category} consultants who lead this care. Book a visit or read about each one.`,
} as const;
