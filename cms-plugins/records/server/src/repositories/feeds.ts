import type { Core } from '@strapi/strapi';
const FEED = 'plugin::records.calendar-feed';

/** The calendar feeds' table: the only code that queries it. */
export const feedsRepository = (strapi: Core.Strapi) => {
  const feeds = () => strapi.db.query(FEED);
  return {
    async ownerOf(tokenHash: string): Promise<number | null> {
      const row = await feeds().findOne({ select: ['owner'], where: { tokenHash } });
      return row ? Number(row.owner) : null;
    },
    async exists(owner: number): Promise<boolean> {
      return (await feeds().count({ where: { owner } })) > 0;
    },
    /** Sets the learner's one feed to this hash: a new row, or the old row's hash replaced. */
    async put(owner: number, tokenHash: string): Promise<void> {
      const updated = await feeds().updateMany({ where: { owner }, data: { tokenHash } });
      if ((updated?.count ?? 0) > 0) return;
      await feeds().create({ data: { owner, tokenHash } });
    },
    async remove(owner: number): Promise<boolean> {
      const deleted = await feeds().deleteMany({ where: { owner } });
      return (deleted?.count ?? 0) > 0;
    },
  };
};
