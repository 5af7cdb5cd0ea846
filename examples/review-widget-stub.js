// Stands in for the review provider's widget on the example pages: counts its loads.
window.vtReviewWidgetLoads = (window.vtReviewWidgetLoads || 0) + 1;
