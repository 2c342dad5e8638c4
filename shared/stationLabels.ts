import type { Station } from './records.ts';

/** Every editable field of a station as the screen names it: the fields, the save badge, the notices, the history and the CSV export use these. */
export const STATION_LABELS = {
  projId: 'Project ID', name: 'Station Name', customer: 'End Customer', comp: 'Company', owner: 'Project Owner', product: 'Product',
  ordDate: 'Order Date', ack: 'Order Acknowledged', commissionedDate: 'Commissioned', deliv: 'Delivered', endWarranty: 'End of Warranty',
  country: 'Country', coordinates: 'Coordinates',
  snnmVersion: 'SNNM Version', reactor: 'Reactor (ASC tuning range)', systemVoltage: 'System Voltage', encapsulation: 'Encapsulation',
  sbgTypeCode: 'SBG Type Code', cpu: 'CPU', projectFolder: 'Project Folder', softwareFolder: 'Software Folder',
  contactPersons: 'Contact Persons', comments: 'Comments', review: 'Management Review',
  active: 'Project Active', pr: 'Remaining Payment', setParent: 'Parent Project',
} satisfies Partial<Record<keyof Station | 'setParent', string>>;
