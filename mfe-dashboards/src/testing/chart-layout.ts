/**
 * jsdom lays nothing out: for the tests of a suite, the charts' containers get the size a browser would give them,
 * so recharts draws.
 */
export function giveChartsASize() {
  const boundingRect = HTMLElement.prototype.getBoundingClientRect;
  beforeAll(() => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? DOMRect.fromRect({ width: 480, height: 260 })
        : boundingRect.call(this);
    });
  });
  afterAll(() => jest.restoreAllMocks());
}
