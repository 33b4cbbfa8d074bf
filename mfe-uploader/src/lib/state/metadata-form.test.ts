import type { MetadataField } from '@portal/contracts';
import { missingRequired, offeredValues, toSelectedFieldValues } from './metadata-form';

const region: MetadataField = {
  fieldId: 1,
  setId: 9,
  name: 'Region',
  code: 'regions',
  isRequired: true,
  isMultiple: false,
  order: 1,
  facetGroupName: null,
  values: [
    { profileFieldValueId: 11, fieldId: 1, value: 'Europe', order: 1, softDeleted: false, parents: [] },
    { profileFieldValueId: 12, fieldId: 1, value: 'Asia Pacific', order: 2, softDeleted: false, parents: [] },
  ],
};
const under = (name: string) => [{ fieldCode: 'regions', fieldName: 'Region', fieldValue: name }];
const country: MetadataField = {
  fieldId: 2,
  setId: 9,
  name: 'Country',
  code: 'countries',
  isRequired: false,
  isMultiple: true,
  order: 2,
  facetGroupName: null,
  values: [
    {
      profileFieldValueId: 23,
      fieldId: 2,
      value: 'Japan',
      order: 3,
      softDeleted: false,
      parents: under('Asia Pacific'),
    },
    { profileFieldValueId: 21, fieldId: 2, value: 'France', order: 1, softDeleted: false, parents: under('Europe') },
    { profileFieldValueId: 22, fieldId: 2, value: 'Germany', order: 2, softDeleted: false, parents: under('Europe') },
  ],
};
const fields = [region, country];
const names = (values: { value: string }[]) => values.map((value) => value.value);

describe('the metadata form', () => {
  it('offers every value in order until a parent value is chosen', () => {
    expect(names(offeredValues(country, fields, {}))).toEqual(['France', 'Germany', 'Japan']);
  });

  it('offers only the values under the chosen parent value, keeping what is already chosen', () => {
    expect(names(offeredValues(country, fields, { 1: [11] }))).toEqual(['France', 'Germany']);
    expect(names(offeredValues(country, fields, { 1: [11], 2: [23] }))).toEqual(['France', 'Germany', 'Japan']);
    expect(names(offeredValues(region, fields, { 1: [11] }))).toEqual(['Europe', 'Asia Pacific']);
  });

  it('sends one entry per chosen value and names the required fields left empty', () => {
    expect(toSelectedFieldValues({ 1: [11], 2: [21, 22] })).toEqual([
      { fieldId: 1, profileFieldValueId: 11 },
      { fieldId: 2, profileFieldValueId: 21 },
      { fieldId: 2, profileFieldValueId: 22 },
    ]);
    expect(missingRequired(fields, { 2: [21] })).toEqual(['Region']);
    expect(missingRequired(fields, { 1: [12] })).toEqual([]);
  });
});
