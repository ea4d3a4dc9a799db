// Placeholder until the contact screen lands (issue 2); replaced by its own module.
export default function Placeholder() {
  return <p className="p-8">Coming in this session.</p>;
}
