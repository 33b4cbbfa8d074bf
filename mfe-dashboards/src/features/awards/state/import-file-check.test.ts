import { AWARD_IMPORT_LIMITS } from '@portal/contracts';
import { importColumns, importFileProblem, importTemplate } from './import-file-check';

describe('the import file check', () => {
  it('takes CSV and XLSX files up to the size the server takes', () => {
    expect(importFileProblem({ name: 'results-2025.csv', size: 120 })).toBeNull();
    expect(importFileProblem({ name: 'Results.XLSX', size: AWARD_IMPORT_LIMITS.bytes })).toBeNull();
    expect(importFileProblem({ name: 'results.pdf', size: 120 })).toBe('“results.pdf” is not a CSV or XLSX file.');
    expect(importFileProblem({ name: 'results.csv', size: 0 })).toBe('“results.csv” is empty.');
    expect(importFileProblem({ name: 'big.csv', size: AWARD_IMPORT_LIMITS.bytes + 1 })).toBe(
      '“big.csv” is larger than 5 MB: split it by year.',
    );
  });

  it('lists the required columns apart from the optional ones, and writes them as a template', () => {
    const { required, optional } = importColumns();
    expect(required).toEqual(['show', 'year', 'category', 'title', 'advertiser', 'agency', 'award level']);
    expect(optional).toContain('points');
    expect(importTemplate()).toBe(
      'show,year,category,title,product,advertiser,agency,network,holding company,office,city,region,award level,points,credits\n',
    );
  });
});
