import '@testing-library/jest-dom/vitest';

// The router's scroll restoration calls window.scrollTo, which jsdom lacks.
window.scrollTo = () => {};
