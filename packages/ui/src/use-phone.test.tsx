import { act, render, screen } from '@testing-library/react';
import { usePhone } from './use-phone';

function Width() {
  return <p>{usePhone() ? 'phone' : 'wider'}</p>;
}

const resizeTo = (width: number) =>
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });

describe('whether the screen is a phone’s', () => {
  it('is up to 767 pixels wide (spec §9), followed as the window is resized', () => {
    resizeTo(390);
    render(<Width />);
    expect(screen.getByText('phone')).toBeInTheDocument();
    resizeTo(768);
    expect(screen.getByText('wider')).toBeInTheDocument();
    resizeTo(767);
    expect(screen.getByText('phone')).toBeInTheDocument();
  });
});
