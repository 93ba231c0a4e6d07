/**
 * The order forms' labels and choices (the forms themselves are data in
 * '@seva/schemas/order-forms'), by field name and option value. Equal to that data in English
 * (order-fields.test.ts keeps them so); lazy order and product chunks only.
 */
const orderFields = {
  labels: {
    fullName: 'Full Name',
    dob: 'Date of Birth',
    gender: 'Gender',
    mobile: 'Mobile Number',
    address: 'Address',
    aadharNumber: 'Aadhar Number',
    requestType: 'Request Type',
    document: 'Supporting Document',
    voterIdNumber: 'Voter ID Number',
    pan: 'PAN Number',
    aadhaar: 'Aadhar Number',
    email: 'Email',
    demat: 'Demat Account Number',
    rationCard: 'Ration Card Number',
    state: 'State',
    district: 'District',
    fatherName: "Father's Name",
    aadhaarDoc: 'Aadhar Document',
    photo: 'Photo',
    panNumber: 'PAN Number',
    city: 'City',
    pincode: 'Pincode',
    panFile: 'e-PAN File',
    quantity: 'Quantity',
    aadharFile: 'Aadhar PDF',
    fulfilment: 'Pickup or Delivery',
  },
  options: {
    male: 'Male',
    female: 'Female',
    other: 'Other',
    new: 'New',
    update: 'Update',
    check: 'Check status',
    pickup: 'Collect at the centre',
    delivery: 'Deliver to my address',
  },
} as const;

export default orderFields;
