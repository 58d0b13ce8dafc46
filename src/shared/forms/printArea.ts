/**
 * Prints one part of the page (an element with the class `print-area`, printArea.css): the
 * body is marked while the browser's print dialog is open, so the print styles hide the rest.
 */
import './printArea.css';

export function printArea(): void {
  document.body.classList.add('printing-one');
  try {
    window.print();
  } finally {
    document.body.classList.remove('printing-one');
  }
}
