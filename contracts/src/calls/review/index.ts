import { organizationReviewCall } from './organizationReview';
import { organizationReviewTaskEditCall } from './organizationReviewTaskEdit';
import { organizationReviewSubmitCall } from './organizationReviewSubmit';

export const reviewCalls = {
  organizationReview: organizationReviewCall,
  taskEdit: organizationReviewTaskEditCall,
  organizationReviewSubmit: organizationReviewSubmitCall,
} as const;
