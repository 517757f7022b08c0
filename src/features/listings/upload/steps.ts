import type { PropertyFieldsInput } from '#src/domain/property.ts';

/** Which fields each step checks before Continue, and which must be filled to enable it. */
export const STEPS: { fields: (keyof PropertyFieldsInput)[]; required: (keyof PropertyFieldsInput)[] }[] = [
  {
    fields: ['type', 'ucresale', 'price', 'propertyName', 'location', 'reraNumber', 'deposit', 'postedBy', 'brokerageMonths', 'brokeragePercent'],
    required: ['type', 'price', 'propertyName', 'location', 'ucresale', 'postedBy'],
  },
  {
    fields: [
      'address',
      'bedrooms',
      'carpetArea',
      'walkMinutes',
      'maintenance',
      'floor',
      'totalFloors',
      'possession',
      'builtYear',
      'parkingCovered',
      'parkingOpen',
      'furnishing',
      'facing',
      'ocReceived',
      'description',
    ],
    required: ['description'],
  },
  { fields: ['amenities'], required: [] },
];

export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}
