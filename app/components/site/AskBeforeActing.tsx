import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";

/**
 * What an e-mailed link's page shows before it acts: the question and a button that posts. The GET
 * only asks, because mail scanners follow links; the POST does it.
 */
export function AskBeforeActing({ question, submit }: { question: string; submit: string }) {
  return (
    <Form method="post" className="space-y-4">
      <p>{question}</p>
      <Button type="submit">{submit}</Button>
    </Form>
  );
}
