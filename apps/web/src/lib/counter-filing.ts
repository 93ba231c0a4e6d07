import { createContext, useContext } from 'react';

/**
 * The citizen an operator is filing for at the counter (docs/product.md, The counter). The
 * citizen's own forms read it: with it, they send to the operators' `/api/admin/citizens/…`
 * routes and open the operator's page of what was filed; without it, they are the citizen's.
 */
export interface CounterFiling {
  citizenId: string;
  citizenName: string;
}

const CounterFilingContext = createContext<CounterFiling | null>(null);

export const CounterFilingProvider = CounterFilingContext.Provider;

export function useCounterFiling(): CounterFiling | null {
  return useContext(CounterFilingContext);
}
