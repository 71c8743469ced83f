import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type RenderOptions, render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'

/** A fresh query client per test: no retries (a test asks once) and nothing shared between tests. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })

function providers(queryClient: QueryClient, path: string) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    )
  }
}

interface ProviderOptions {
  queryClient?: QueryClient
  /** The router's starting path. */
  path?: string
}

/** Renders UI inside the app's providers (query client, router). */
export function renderWithProviders(
  ui: ReactNode,
  { queryClient = createTestQueryClient(), path = '/', ...options }: ProviderOptions & RenderOptions = {},
) {
  return { queryClient, ...render(ui, { wrapper: providers(queryClient, path), ...options }) }
}

/** Runs a hook inside the app's providers. */
export function renderHookWithProviders<T>(
  hook: () => T,
  { queryClient = createTestQueryClient(), path = '/' }: ProviderOptions = {},
) {
  return { queryClient, ...renderHook(hook, { wrapper: providers(queryClient, path) }) }
}
