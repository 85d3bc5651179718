import { formSuccessMessages } from '@/content/forms';
import { jsonFormPost } from '@/lib/forms/form-handler';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { dataRequestSchema } from '@/lib/validation/data-request';

/** /my-data: kept in the store for the grievance officer (never relayed: the API has no call). */
export function POST(request: Request) {
  return jsonFormPost(request, 'data-request', dataRequestSchema, formSuccessMessages.dataRequest);
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
