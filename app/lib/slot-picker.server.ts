import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { type SlotPickerData, slotPickerData } from "#server/consultations/picker.ts";
import { listFreeSlots, upcomingRange } from "#server/consultations/slots.ts";

/**
 * The free consultation times a page's slot picker offers, from today to the end of the horizon.
 * `ignoreId` leaves a booking being moved out of the busy times (the reschedule page).
 */
export async function loadSlotPicker(
  context: { db: Db; config: Config },
  options: { ignoreId?: string; except?: string } = {},
): Promise<SlotPickerData> {
  const zone = context.config.businessTimeZone;
  const now = new Date();
  const range = await upcomingRange(context.db, zone, now);
  const slots = await listFreeSlots(context.db, context.config, range, now, options.ignoreId);
  return slotPickerData(
    options.except ? slots.filter((s) => s.start !== options.except) : slots,
    zone,
    range,
  );
}
