import '@testing-library/jest-dom/vitest'
import './waits'
