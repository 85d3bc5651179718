export default function Page() {
  return <main>Empty page</main>;
}
