// The SDK client throws ApiError on every failure, so an answer without data is only a 204 or an empty
// body: `await data(api.call('getCurrentUser'))` gives the typed JSON directly.

export async function data<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const answer = await call;
  return answer.data as T;
}
