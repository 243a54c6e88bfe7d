import {
  KNOWLEDGE_AUDIENCES,
  knowledgeArticleInputSchema,
  knowledgeMessages,
  type KnowledgeArticle,
} from '@atiende/contracts';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm, saveFormLabels } from '../../../components/ui/dialog-form';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { bindFields } from '../../../lib/bind-fields';
import { reportSaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveArticle } from '../api/knowledge-articles';

const text = knowledgeMessages;
const fields = text.fields;

interface ArticleDialogProps {
  /** null: a new article. */
  article: KnowledgeArticle | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The categories in use, offered while typing one. */
  categories: string[];
}

export function ArticleDialog(props: ArticleDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.article ? text.editTitle : text.createTitle}
      description={text.dialogDescription}
      closeLabel={text.close}
    >
      {props.isOpen ? <ArticleForm {...props} /> : null}
    </Dialog>
  );
}

function ArticleForm({ article, onOpenChange, categories }: ArticleDialogProps) {
  const save = useSaveArticle();
  const form = useContractForm(knowledgeArticleInputSchema, {
    title: article?.title ?? '',
    body: article?.body ?? '',
    category: article?.category ?? '',
    audience: article?.audience ?? 'EVERYONE',
    isPublished: article?.isPublished ?? true,
  });
  const { register, handleSubmit, setError, formState } = form;
  const field = bindFields(form, 'article-');

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: article?.id ?? null, body });
      notify.success(article ? text.updated(saved.title) : text.created(saved.title));
      onOpenChange(false);
    } catch (error) {
      const names = ['title', 'body', 'category', 'audience', 'isPublished'] as const;
      reportSaveFailure(error, setError, names, text.saveFailed);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      {...saveFormLabels({ ...text, create: text.createAction }, article !== null)}
      isPending={save.isPending}
      failure={formState.errors.root?.server?.message}
    >
      <TextField {...field('title')} label={fields.title} fieldSize="md" maxLength={160} />
      <TextField
        {...field('category')}
        label={fields.category}
        hint={fields.categoryHint}
        fieldSize="md"
        maxLength={60}
        list="article-categories"
        autoComplete="off"
      />
      <datalist id="article-categories">
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextareaField
        {...field('body')}
        label={fields.body}
        hint={fields.bodyHint}
        fieldSize="md"
        rows={12}
      />
      <RadioGroup
        id="article-audience"
        legend={fields.audience}
        options={KNOWLEDGE_AUDIENCES.map((audience) => ({
          value: audience,
          label: text.audiences[audience],
        }))}
        registration={register('audience')}
        error={formState.errors.audience?.message}
      />
      <Checkbox
        {...register('isPublished')}
        label={fields.isPublished}
        hint={fields.isPublishedHint}
        error={formState.errors.isPublished?.message}
      />
    </DialogForm>
  );
}
