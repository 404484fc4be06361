import type { EntityManager } from 'typeorm';

/** Forgets the customer's name and e-mail on the sandbox provider's copy of these orders. */
export async function forgetSandboxCustomers(
  manager: EntityManager,
  orderIds: string[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await manager.query(
    `UPDATE sandbox_payment SET customer_name = NULL, customer_email = NULL
      WHERE order_id = ANY($1)`,
    [orderIds],
  );
}
