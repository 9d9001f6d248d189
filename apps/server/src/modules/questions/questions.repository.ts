// Questions of conference calls (SQL only). Withdrawn questions keep their row (withdrawnAt) and
// leave every list.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { createBatchedReader } from '../../db/batched-reads.ts';
import type { Database } from '../../db/database.ts';
import { conferenceQuestions, users } from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';

export type QuestionRow = typeof conferenceQuestions.$inferSelect;
type QuestionInsert = Omit<typeof conferenceQuestions.$inferInsert, 'id'>;

export interface QuestionWithAuthor {
  readonly question: QuestionRow;
  readonly author: {
    readonly firstName: string;
    readonly middleInitial: string;
    readonly lastName: string;
    readonly company: string;
  };
}

const author = {
  firstName: users.firstName,
  middleInitial: users.middleInitial,
  lastName: users.lastName,
  company: users.company,
};

export function createQuestionsRepository(db: Database) {
  async function select(where: ReturnType<typeof and>): Promise<QuestionWithAuthor[]> {
    const rows = await db
      .select({ question: conferenceQuestions, author })
      .from(conferenceQuestions)
      .innerJoin(users, eq(users.id, conferenceQuestions.userId))
      .where(where)
      .orderBy(asc(conferenceQuestions.createdAt), asc(conferenceQuestions.id));
    return rows;
  }

  // Every viewer reads its own questions again on reconnect (SPEC §4): the users asked in one
  // turn are read together.
  const ofUsersQuery = db
    .select({ question: conferenceQuestions, author })
    .from(conferenceQuestions)
    .innerJoin(users, eq(users.id, conferenceQuestions.userId))
    .where(
      and(
        anyOf(conferenceQuestions.conferenceId, 'confIds'),
        anyOf(conferenceQuestions.userId, 'userIds'),
        isNull(conferenceQuestions.withdrawnAt),
      ),
    )
    .orderBy(asc(conferenceQuestions.createdAt), asc(conferenceQuestions.id))
    .prepare('podium_questions_of_users');
  const idOf = (key: { readonly confId: number; readonly userId: number }) =>
    `${key.confId}:${key.userId}`;
  async function ofUsers(
    keys: readonly { readonly confId: number; readonly userId: number }[],
  ): Promise<Map<string, QuestionWithAuthor[]>> {
    const rows = await ofUsersQuery.execute({
      confIds: [...new Set(keys.map((key) => key.confId))],
      userIds: [...new Set(keys.map((key) => key.userId))],
    });
    const lists = new Map<string, QuestionWithAuthor[]>(keys.map((key) => [idOf(key), []]));
    for (const row of rows)
      lists
        .get(idOf({ confId: row.question.conferenceId, userId: row.question.userId }))
        ?.push(row);
    return lists;
  }
  const questionsOfUsers = createBatchedReader({
    id: idOf,
    one: async (key: { readonly confId: number; readonly userId: number }) =>
      (await ofUsers([key])).get(idOf(key)) ?? [],
    many: ofUsers,
  });

  return {
    /** The user's questions in the call that are not withdrawn, oldest first. */
    async ofUser(
      confId: number,
      userId: number,
      questionType?: QuestionRow['questionType'],
    ): Promise<QuestionWithAuthor[]> {
      if (questionType === undefined)
        return (await questionsOfUsers.load({ confId, userId })) ?? [];
      return select(
        and(
          eq(conferenceQuestions.conferenceId, confId),
          eq(conferenceQuestions.userId, userId),
          isNull(conferenceQuestions.withdrawnAt),
          questionType ? eq(conferenceQuestions.questionType, questionType) : undefined,
        ),
      );
    },

    /** Every question of the call that is not withdrawn, oldest first (the moderator's queue). */
    async ofCall(confId: number): Promise<QuestionWithAuthor[]> {
      return select(
        and(eq(conferenceQuestions.conferenceId, confId), isNull(conferenceQuestions.withdrawnAt)),
      );
    },

    async find(confId: number, questionId: number): Promise<QuestionWithAuthor | null> {
      const [row] = await select(
        and(
          eq(conferenceQuestions.conferenceId, confId),
          eq(conferenceQuestions.id, questionId),
          isNull(conferenceQuestions.withdrawnAt),
        ),
      );
      return row ?? null;
    },

    async insert(values: QuestionInsert): Promise<QuestionRow> {
      const [row] = await db.insert(conferenceQuestions).values(values).returning();
      if (!row) throw new Error('question insert returned no row');
      return row;
    },

    /**
     * Changes a question if its status is still `expected` (a moderator and the attendee acting
     * at once must not overwrite each other). Null when the status had moved on.
     */
    async updateIfStatus(
      questionId: number,
      expected: QuestionRow['status'],
      change: Partial<
        Pick<
          QuestionRow,
          | 'text'
          | 'doNotAnnounce'
          | 'status'
          | 'updatedAt'
          | 'withdrawnAt'
          | 'answer'
          | 'answeredAt'
        >
      >,
    ): Promise<QuestionRow | null> {
      const [row] = await db
        .update(conferenceQuestions)
        .set(change)
        .where(
          and(
            eq(conferenceQuestions.id, questionId),
            eq(conferenceQuestions.status, expected),
            isNull(conferenceQuestions.withdrawnAt),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
