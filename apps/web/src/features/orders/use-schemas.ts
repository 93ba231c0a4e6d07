import { useEffect, useState } from 'react';
import { loadedSchemas, loadSchemas, type Schemas } from '../../lib/schemas.ts';

/**
 * '@seva/schemas' (the payment check) once loaded: it carries Zod, so screens load it
 * after their first render rather than import it (decision 009). Undefined until then, or if
 * the chunk could not be fetched.
 */
export function useSchemas(): Schemas | undefined {
  const [schemas, setSchemas] = useState(loadedSchemas);
  useEffect(() => {
    if (schemas) return;
    let live = true;
    void loadSchemas().then((loaded) => {
      if (live && loaded) setSchemas(loaded);
    });
    return () => {
      live = false;
    };
  }, [schemas]);
  return schemas;
}
